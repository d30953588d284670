"""Why a command runs code no reading resolves: text decoded or transformed at run time, then
run as a program's name, a ``-c`` program, a script or a script read from a pipe.  What is
merely unknown (an unset variable) is no reason: only what was computed from text is."""

from __future__ import annotations

import re
from itertools import takewhile

from syncvals_plugin.classifier.code.commands import LOCATORS, SHELLS, Command, ShellState
from syncvals_plugin.classifier.code.markers import DECODED, known
from syncvals_plugin.classifier.code.printed import basename, printed_in
from syncvals_plugin.classifier.code.web import unserved_fetch
from syncvals_plugin.classifier.code.words import join_cwd

_INTERPRETERS = frozenset(
    {"python", "python3", "perl", "ruby", "node", "php", "lua", "luajit", "Rscript", "tclsh"}
)
_SAYERS = frozenset(
    {"echo", "printf", "export", "test", "[", "[[", "true", ":", "local", "declare"}
    | {"kill", "pkill", "wait", "renice", "disown", "fg", "bg", "sleep", "seq", "exit", "return"}
)
"""Builtins that only say or keep text, and programs whose words are process ids, signals or
numbers (``kill $(pgrep -f x.py)``): computed text given to them names no file and runs
nothing."""


_NAMES_FILES = re.compile(
    r"\b(?:open|Path|\w*read\w*|mmap|system|popen|subprocess|exec\w*|spawn\w*|load\w*"
    r"|import_module|__import__|fopen|File|IO|fs|require|source|cat)\b"
)
"""What a script must spell to do anything by a name it is given (open a file, run a program,
import a module): a script of the session's that spells none only computes with its
arguments (``getattr(R, sys.argv[1])`` calls the reference by name)."""


_PIPE_NAME = "/dev/fd/63"
"""The name bash gives a process substitution's output: text, read as data unless run."""


_EVAL_DECODED = re.compile(
    r"\beval\s*\(?(?:\s*[\w.$]+\s*\(|\s*[\w$]+(?:::|\.)|\s*require\s*\(\s*['\"]\w+['\"]\s*\)\.)*\s*"
    r"(?:base64_decode|gzinflate"
    r"|gzuncompress|gzdecode|str_rot13|hex2bin|atob|decode_base64|decode64|unpack|Buffer\.from"
    r"|fromCharCode|pack|inflateSync|gunzipSync|inflate|unpack1|b64decode)\b"
    r"|\beval\s*\(\s*parse\s*\(\s*text\s*=[^;]*\b(?:rawToChar|memDecompress|base64_dec|base64decode)"
    r"|\beval\s*\[\s*(?:zlib\s+decompress|binary\s+decode)"
)
"""Another language's program that runs what it decodes (php's ``eval(gzinflate(base64_decode(
…)))``, perl's ``eval decode_base64 …``, node's ``eval(atob(…))`` or ``eval(Buffer.from(…,
'base64').toString())``, ruby's ``eval(Base64.decode64(…))`` or ``Zlib::Inflate.inflate``)."""

_LUA_LOAD = re.compile(r"\b(?:load|loadstring)\s*\(\s*(?![\"'\[])")
"""Lua's ``load(…)`` of text the program computes (not a literal): code made at run time."""

OTHER_LANGUAGE_EVAL = "code of another language decoded at run time, then run"
"""Why a command is flagged whose program (node, ruby, perl, php, lua) evaluates text it decodes:
the reader parses Python and shell, not these, so a payload it decodes is still not read."""


UNSEEN_SCRIPT = "decoded code that runs a script no step wrote"
"""Why a command is flagged that a decoded payload runs on a script no step of the session wrote
(``… | base64 -d | gunzip | sh`` running ``python3 /tmp/.t.py``): the payload is read, but what
the script holds, no record shows."""
READ_DESPITE_DECODING = frozenset({OTHER_LANGUAGE_EVAL, UNSEEN_SCRIPT})
"""The reasons that stand when the call's payload was decoded and read: what it runs is still
not read."""


_COMPUTED_NAME = re.compile(r"\b(\w+)\s*\[\s*\w+\s*\]\s*=[^;=]*\[\s*\w+\s*\]\s*[\^+\-~]")
"""A buffer filled, item by item, from another array transformed (C's ``p[i] = k[i] ^ 0x5a``)."""
COMPILERS = frozenset({"gcc", "cc", "clang", "g++", "c++", "tcc", "rustc", "go", "cargo", "make"})
"""Programs that build a program from source files (C, C++, Rust, Go)."""
_OPENERS = r"\b(?:fopen|open|openat|freopen|ifstream|File::open|os\.Open|fs::read\w*)\s*\(\s*"


def _opens_computed_name(source: str) -> bool:
    """Whether a program's source (C, C++, Rust, Go) opens a file by a name it computes from an
    array at run time: the name no reading of the source resolves."""
    return any(
        re.search(_OPENERS + re.escape(m.group(1)) + r"\b", source)
        for m in _COMPUTED_NAME.finditer(source)
    )


def unreadable(cmd: Command, state: ShellState) -> str | None:
    """Why ``cmd`` runs code no reading resolves (text decoded or transformed at run time,
    then run as a name, a ``-c`` program or a script read from a pipe), or None."""
    words = cmd.words
    if DECODED in words[0]:
        return "a command whose name is decoded at run time"
    if cmd.name not in LOCATORS and any(
        not n.endswith((".py", ".sh")) and _opens_computed_name(t) for n, t in cmd.handed.items()
    ):  # gcc u.c, where u.c opens what p[i] = k[i] ^ 0x5a spells
        built = "the build of " if cmd.name in COMPILERS else ""
        return f"{built}a program that opens a file by a name it computes at run time"
    if cmd.name in ("lua", "luajit") and any(_LUA_LOAD.search(w) for w in words[1:]):
        return OTHER_LANGUAGE_EVAL
    fed = printed_in(cmd.piped_from, state) if cmd.piped_from and cmd.name in _INTERPRETERS else ""
    if cmd.name in _INTERPRETERS:  # perl <<'EOF' … EOF: the here-document is its program
        fed += "".join(t for op, t in cmd.redirects if op in ("<<", "<<<") and known(t))
    if fed and _EVAL_DECODED.search(fed) and not cmd.name.startswith("python"):
        return OTHER_LANGUAGE_EVAL  # echo 'eval [zlib decompress …]' | tclsh
    if cmd.name in _INTERPRETERS and any(_EVAL_DECODED.search(w) for w in words[1:]):
        python = cmd.name.startswith("python")  # (its decoded code is parsed and read)
        return "code decoded at run time, then run" if python else OTHER_LANGUAGE_EVAL
    for flag in ("-c", "-e", "-E"):  # python3 -c "$(… | base64 -d)": decoded code, run
        if flag in words[1:-1] and DECODED in words[words.index(flag) + 1]:
            return "code decoded at run time, then run"
    flags = list(takewhile(lambda w: w.startswith("-"), words[1:]))
    code = "c" if cmd.name in SHELLS else "ce"  # bash -e runs a file; perl -e runs its code
    inline = any(w[1:2] != "-" and any(f in w[1:] for f in code) for w in flags)
    script = "" if inline else next((a for a in words[1:] if not a.startswith("-")), "")
    runs_files = cmd.name in SHELLS or cmd.name in ("source", ".") or cmd.name in _INTERPRETERS
    if runs_files and DECODED in script:  # bash <(base64 -d f), source <(… | rev)
        return "code decoded at run time, then run"
    if runs_files and DECODED in state.files.get(basename(script), ""):
        return "a script written from text transformed at run time, then run"  # sed … > x.py
    ran = join_cwd(state.cwd, script if runs_files else words[0])
    if any(ran.startswith(root.rstrip("/") + "/") for root in state.unpacked):
        return "a program unpacked from text decoded at run time, then run"
    named = [w for w in words[1:] if DECODED in w and not w.endswith(_PIPE_NAME)]
    if cmd.name not in _SAYERS | LOCATORS and named:  # (<(… | tr …) given as data: no name)
        own = state.files.get(basename(script), "") if runs_files else ""
        if own and not _NAMES_FILES.search(own):
            return None  # python3 own.py $(… | tr …): arguments to a script that opens nothing
        return "a file named by text decoded at run time"  # xxd $(echo … | base64 -d)
    reads_stdin = not [a for a in words[1:] if a not in ("-", "-u", "-q", "-s")]
    runs_stdin = cmd.name.startswith(("python", "perl", "ruby", "node")) or cmd.name in SHELLS
    if runs_stdin and reads_stdin and cmd.piped_from:
        if DECODED in printed_in(cmd.piped_from, state):
            return "code decoded at run time, then run"  # … | base64 -d | python3
        if unserved_fetch(cmd.piped_from[-1], state.web):
            return "code fetched from a server on this machine that no step started, then run"
    return None


_SCRIPT_RUNNERS = SHELLS | {"python", "python3", "perl", "ruby", "node", "source", "."}


def unseen_scripts(commands: list[Command], shell: ShellState) -> list[Command]:
    """The commands of a payload decoded at run time, each that runs a script no step of the
    session wrote (``… | base64 -d | gunzip | sh`` running ``python3 /tmp/.t.py``) flagged: the
    decoded layer is read, but what the script it runs holds, no record shows."""
    for cmd in commands:
        script = next((w for w in cmd.words[1:] if not w.startswith("-")), "")
        inline = "-c" in cmd.words or "-m" in cmd.words
        if cmd.name not in _SCRIPT_RUNNERS or inline or not script or not known(script):
            continue
        if basename(script) not in shell.files:
            cmd.unreadable = UNSEEN_SCRIPT
    return commands
