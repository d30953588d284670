"""A shell command's words read as bash reads them: the program a command runs (past ``sudo``,
``env``, ``timeout`` and their kin), its operands, its redirections and their targets, its options'
values, and paths joined to the working directory (``cd``, ``pushd``, ``popd``).
"""

from __future__ import annotations

import re
import shlex

WRAPPERS: dict[str, tuple[frozenset[str], int]] = {
    "sudo": (frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "--user"}), 0),
    "env": (frozenset({"-u", "-C", "--unset", "--chdir"}), 0),
    "nice": (frozenset({"-n", "--adjustment"}), 0),
    "ionice": (frozenset({"-c", "-n", "-p", "-P", "-u", "--class", "--classdata"}), 0),
    "timeout": (frozenset({"-s", "-k", "--signal", "--kill-after"}), 1),
    "flock": (frozenset({"-w", "-E", "--timeout", "--conflict-exit-code"}), 1),
    "chrt": (frozenset({"-T", "-P", "-D"}), 1),
    "taskset": (frozenset(), 1),
    "stdbuf": (frozenset({"-i", "-o", "-e"}), 0),
    "time": (frozenset({"-f", "-o", "--format", "--output"}), 0),
    "exec": (frozenset({"-a"}), 0),
    "ltrace": (frozenset({"-e", "-o", "-p", "-s", "-u", "-n", "-A", "-a", "-D"}), 0),
    "strace": (frozenset({"-e", "-o", "-p", "-s", "-u", "-E", "-P", "-a", "-b", "-I"}), 0),
    "unshare": (frozenset({"-S", "-G", "-R", "-w", "--setuid", "--setgid", "--root", "--wd"}), 0),
    "nsenter": (frozenset({"-t", "--target", "-S", "-G", "--setuid", "--setgid"}), 0),
    "dotenv": (frozenset({"-f", "--file", "-e", "--export"}), 1),  # dotenv -f F run -- CMD
    **dict.fromkeys(
        ("nohup", "command", "builtin", "setsid", "unbuffer", "caffeinate", "catchsegv"),
        (frozenset(), 0),
    ),
}  # fmt: skip
"""Programs that run the rest of their words as a command: the options of theirs that take a
value (``sudo -u root``, ``timeout -s KILL``), and how many words they take before the command
(``timeout 120``, ``flock FILE``)."""


WRAPPER_FOLDERS = {"env": ("-C", "--chdir"), "sudo": ("-D", "--chdir")}
"""Wrappers' options that run the command in another folder (``env -C DIR``)."""


def stdin_script(args: list[str]) -> bool:
    """Whether a shell given ``args`` reads its script from its input (``-s``, ``-sx``, a
    script named ``/dev/stdin`` or ``-``)."""
    plain = [a for a in args if not a.startswith("-") or a == "-"]
    return any(a.startswith("-") and not a.startswith("--") and "s" in a for a in args) or (
        bool(plain) and plain[0] in ("/dev/stdin", "-")
    )


def unwrapped(name: str, args: list[str]) -> list[str]:
    """The command a wrapper runs (``timeout -s KILL 120 python3 -c …`` gives ``python3 -c …``):
    past its options and their values, ``VAR=value`` pairs (``env``) and its own operands."""
    valued, positional = WRAPPERS[name]
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            i += 1
            break
        if arg.startswith("-") and len(arg) > 1:
            i += 2 if arg in valued else 1
        elif name == "env" and "=" in arg:
            i += 1
        else:
            break
    rest = args[i + positional :]
    return rest[1:] if rest[:1] == ["--"] else rest  # dotenv run -- CMD


AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})
"""awk under each of its names."""


def program_name(word: str) -> str:
    """The program a command's first word runs, by its file's name (``/usr/bin/strings`` is
    ``strings``), an interpreter's versioned name as the interpreter (``lua5.4`` is ``lua``)."""
    base = word.rsplit("/", 1)[-1]
    versioned = _VERSIONED.match(base)
    return versioned.group(1) if versioned else base


_VERSIONED = re.compile(r"^(lua|perl|ruby|php|tclsh|wish|gawk|julia)\d+(?:\.\d+)*$")
"""Interpreters Debian also installs under a versioned name (``/usr/bin/lua5.4``)."""


def program(words: list[str]) -> tuple[str, list[str]]:
    """The program a command runs (its basename) and its arguments, past wrappers
    (:data:`WRAPPERS`: ``sudo -u root``, ``timeout 60``, ``uv run``) and ``VAR=value``
    assignments."""
    while words:
        base = program_name(words[0])
        if "=" in words[0] and not words[0].startswith("-") and len(words) > 1:
            words = words[1:]
        elif base in WRAPPERS:
            words = unwrapped(base, words[1:])
        elif base == "uv" and words[1:2] == ["run"]:
            words = words[2:]
        else:
            return base, words[1:]
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


def option_value(args: list[str], short: str, long: str) -> str | None:
    """The value of ``-d DIR``, ``-dDIR``, ``--directory=DIR`` or ``--directory DIR``."""
    for i, arg in enumerate(args):
        if arg in (short, long) and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith(long + "="):
            return arg.split("=", 1)[1]
        if arg.startswith(short) and len(arg) > len(short) and not arg.startswith("--"):
            return arg[len(short) :]
    return None


def python_invocation(args: list[str]) -> tuple[str | None, str | None, str | None]:
    """(code of -c, module of -m, script path) of a python command, its options read as
    CPython reads them: bundled (``-Ic``, ``-uc CODE``), with values (``-W ignore``,
    ``-X utf8``), ``-`` for the standard input."""
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in ("-", "<") or arg == "--":
            return None, None, None
        if not arg.startswith("-") or arg.startswith("--"):
            if arg.startswith("--"):  # --help, --version: no program
                i += 1
                continue
            return None, None, arg
        for k, flag in enumerate(arg[1:], start=1):
            if flag in "cmWX":  # the rest of the bundle, or the next word, is its value
                value = arg[k + 1 :] or (args[i + 1] if i + 1 < len(args) else None)
                i += 0 if arg[k + 1 :] else 1
                if flag == "c":
                    return value, None, None
                if flag == "m":
                    return None, value, None
                break
        i += 1
    return None, None, None


def operands_from(args: list[str]) -> list[str]:
    """A command's operands, each in the folder a ``-C DIR`` before it moved to (``tar -C /
    -cf - tests`` reads ``/tests``; ``make -C``, ``git -C``, ``--directory=DIR`` alike).  The
    word after ``-C`` is an operand too: a folder entered is touched, and to another program
    ``-C`` is a flag and the word its file (``hexdump -C FILE``)."""
    out, folder = [], ""
    for i, a in enumerate(args):
        if a in ("-C", "--directory") and i + 1 < len(args):
            out.append(join_cwd(folder, args[i + 1]) if folder else args[i + 1])
            folder = args[i + 1]
        elif a.startswith("--directory="):
            folder = a.split("=", 1)[1]
        elif not a.startswith("-") and not (i and args[i - 1] in ("-C", "--directory")):
            out.append(join_cwd(folder, a) if folder else a)
    return out


TESTS_A_PATH = frozenset({"test", "[", "[["})
"""Commands that ask whether a path is there, and of what kind: they open nothing."""


_USER_HOME = re.compile(r"^~([a-z_][a-z0-9_-]*)(?=/|$)")
"""``~NAME`` at a word's start: bash puts that user's home there (``~root/..`` is ``/``)."""


_STACKED = re.compile(r"^~([+-]?)(\d+)(?=/|$)")
"""``~N``, ``~+N``, ``~-N``: an entry of the directory stack ``pushd`` keeps."""


def tilde_expanded(word: str, cwd: str = "", dirs: list[str] | None = None) -> str:
    """``word`` with a leading ``~NAME`` as bash expands it: root's home is ``/root``, another
    user's ``/home/NAME`` (the usual layout); ``~N`` the N-th folder of ``pushd``'s stack
    (``~0`` the working one); ``~`` alone is the agent's own home, kept."""
    if not word.startswith("~") or len(word) == 1:
        return word
    stacked = _STACKED.match(word)
    if stacked:
        shown = [cwd, *reversed(dirs or [])]  # as ``dirs`` lists them, the working one first
        n = int(stacked.group(2))
        at = len(shown) - 1 - n if stacked.group(1) == "-" else n
        return shown[at] + word[stacked.end() :] if 0 <= at < len(shown) and shown[at] else word
    return _USER_HOME.sub(
        lambda m: "/root" if m.group(1) == "root" else f"/home/{m.group(1)}", word
    )


_TMUX_RUNS = frozenset(
    {"new-session", "new", "new-window", "neww", "split-window", "splitw"}
    | {"respawn-pane", "respawnp", "respawn-window", "respawnw"}
)
"""tmux's commands that start a pane running a shell command of their last words."""
_MULTIPLEXER_VALUED = {
    "tmux": frozenset({"-s", "-n", "-c", "-t", "-x", "-y", "-e", "-F", "-f", "-l", "-L", "-S"}),
    "screen": frozenset({"-S", "-c", "-t", "-p", "-T", "-h", "-e", "-s", "-X"}),
}
"""The options of theirs that take a value (``-s NAME``, ``-c DIR``)."""


def multiplexed(name: str, args: list[str]) -> str | None:
    """The shell command a terminal multiplexer starts in a new pane or window: ``tmux
    new-session -d -s hb CMD`` (its words joined, as tmux hands them to ``sh -c``), ``screen
    -dmS hb CMD``; None for any other of their commands (``tmux ls``)."""
    if name == "tmux":
        if not args or args[0] not in _TMUX_RUNS:
            return None
        args = args[1:]
    elif not any(a.startswith("-") and "m" in a for a in args):
        return None  # screen starts a command detached only with -m (-dm, -dmS)
    valued, i = _MULTIPLEXER_VALUED[name], 0
    while i < len(args) and args[i].startswith("-"):
        i += 2 if args[i] in valued or (name == "screen" and args[i].endswith("S")) else 1
    rest = args[i:]
    if not rest:
        return None
    return rest[0] if len(rest) == 1 else shlex.join(rest)


def in_quotes(text: str) -> str:
    """A piece of a double-quoted string as bash reads it (its escapes and joined lines undone)."""
    text = text.replace("\\\n", "")
    return text.replace('\\"', '"').replace("\\$", "$").replace("\\`", "`")


def unescaped(text: str) -> str:
    """An unquoted word as bash reads it: each backslash takes the next character as it is."""
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
