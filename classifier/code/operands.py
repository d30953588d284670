"""The words a command may name files with: its arguments less a pattern-first program's
pattern and what an option leaves out; the files another language's one-line program, or the
program it reads from its input, quotes; the name of the file a URL fetches.  Pure text: whether
a word names the sealed file is :mod:`reference`'s question."""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.commands import LOCATORS, SHELLS, Command
from syncvals_plugin.classifier.code.given import READ_VERBS
from syncvals_plugin.classifier.code.printed import printed
from syncvals_plugin.classifier.code.unreadable import COMPILERS

COPIERS = frozenset({"cp", "mv", "ln", "install", "rsync", "scp"})
PACKERS = frozenset({"tar", "bsdtar", "zip", "7z", "7za", "ar", "cpio", "jar"})
COMPRESSORS = {"gzip": ".gz", "bzip2": ".bz2", "xz": ".xz", "zstd": ".zst", "lz4": ".lz4"}
"""Programs that copy a file, pack files into an archive, or compress one."""


_PATTERN_FIRST = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep"})
"""Programs whose first operand is a pattern, not a file (unless ``-e``/``-f`` gave it)."""


_STDIN_PROGRAMS = frozenset(
    {"perl", "ruby", "node", "nodejs", "php", "lua", "tclsh", "wish", "expect", "Rscript", "julia"}
)
"""Interpreters that run the program piped into them (``echo 'open F' | tclsh``) or given as a
heredoc: the files that program quotes are read as a one-liner's are."""


_JOINED_LITERALS = re.compile(r"""["']\s*(?:\.\.|\.|\+)\s*["']""")
"""Where two string literals of a script are joined (perl and php's ``.``, javascript's ``+``,
lua's ``..``): taken out, the script shows the name it builds."""


_URL = re.compile(
    r"^(?:(?:https?|ftp)://[^/\s]*|(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?::\d+)?)"
    r"/(?:[^\s?#]*/)?([^/\s?#]+)"
)
"""A URL's last path segment: a file a server serves by its name (``python3 -m http.server``
in the file's folder, then ``curl http://localhost:8000/F``, or ``curl localhost:8000/F``)."""


def command_operands(cmd: Command) -> list[str]:
    """The words a command may name files with: its arguments, less a pattern-first program's
    pattern; an interpreter's program gives the files it quotes (its literals joined), a URL
    the name of the file it fetches."""
    words = cmd.words[1:]
    args = [  # --exclude='*.so', --exclude '*.so': what it skips, no name it reads
        a
        for i, a in enumerate(words)
        if not a.startswith(LEAVES_OUT) and not (i and words[i - 1] in LEAVES_OUT)
    ]
    if cmd.name in _PATTERN_FIRST and not any(
        a in ("-e", "-f") or a.startswith("--regexp") for a in args
    ):
        plain = [i for i, a in enumerate(args) if not a.startswith("-")]
        if plain:
            args = args[: plain[0]] + args[plain[0] + 1 :]
    # vim -c 'e F', awk 'getline < "F"', emacs --eval; a shell's script is read as commands
    if not cmd.name.startswith("python") and cmd.name not in SHELLS:
        given = [a for a in args if any(c.isspace() or c in "\"'(" for c in a)]
        scripts = [  # a script that names the file only to stat, hash or print it reads nothing
            _JOINED_LITERALS.sub("", unsized)
            for a in given + _stdin_program(cmd) + programs_handed(cmd)
            if READ_VERBS.search(unsized := _SIZED.sub("", a) if "(" in a else a)
        ]
        if given and not scripts and _hands_arguments(cmd):
            args = given  # php -r 'echo filesize($argv[1]);' F: F is the program's argument
        args = args + [q for a in scripts for q in re.findall(r"[\"']([^\"'\s]+)[\"']", a)]
        args += [t for a in scripts for t in re.split(r"[\s\"'()\[\];]+", a) if t.startswith("/")]
        args += [name for a in scripts for name in _built_names(a)]
        named = {w for a in scripts for w in re.findall(r"\w+", a)}
        args += [v for k, v in cmd.environment.items() if k in named]  # $ENV{F}, ENVIRON["F"]
    args += [_url_name(found) for a in args if (found := _URL.match(a))]
    if cmd.name in _PATTERN_FIRST and _reads_folders_as_text(
        cmd.name, args
    ):  # grep -ra P /app: every file
        args = args + [f"{a.rstrip('/')}/*" for a in args if a.rstrip("/") in _WORKSPACES]
    return args


_SIZED = re.compile(
    r"\b(?:length\(\s*readfile|filesize|file\.info|file\.size|file\.exists|file_exists|is_file"
    r"|statSync|lstatSync|existsSync|stat|lstat|getsize|File\.(?:size|exists?|stat))\s*"
    r"\((?:[^()]|\([^()]*\))*\)\)?"
)
"""A call that gives a file's size, kind or existence, never its bytes (php's ``filesize(F)``, R's
``file.info(F)``, node's ``statSync``, sqlite's ``length(readfile(F))``): the name it is handed
is not read."""


_ARGUMENT_TAKERS = frozenset(
    {"php", "Rscript", "node", "nodejs", "ruby", "perl", "lua", "julia", "tclsh", "bun", "deno"}
)
"""Interpreters whose operands after a one-line program are that program's arguments (unless a
loop over input lines is asked for: ``perl -n``/``-p``, ``ruby -n``/``-p``)."""


def _hands_arguments(cmd: Command) -> bool:
    """Whether ``cmd``'s operands are arguments its program is handed, not files it reads."""
    if cmd.name not in _ARGUMENT_TAKERS:
        return False
    loops = [  # -n, -p, -lne, -pe: flags bundled before the program's own -e
        a
        for a in cmd.words[1:]
        if re.fullmatch(r"-[a-zA-Z0]*[np][a-zA-Z0]*", a) and (len(a) == 2 or a.endswith("e"))
    ]
    return not (cmd.name in ("perl", "ruby") and loops)


RUNS_NOTHING = frozenset(
    {
        *LOCATORS, *COPIERS, *PACKERS, *COMPRESSORS, "cat", "tac", "nl", "less", "more", "most",
        "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "ack", "sed", "wc", "diff",
        "colordiff", "cmp", "sort", "uniq", "cut", "tr", "column", "fold", "fmt", "pr", "tee",
        "vi", "vim", "nvim", "view", "nano", "emacs", "code", "bat", "batcat", "pygmentize",
        "highlight", "jq", "yq", "black", "ruff", "flake8", "pylint", "pyflakes", "mypy",
        "isort", "autopep8", "yapf", "shellcheck", "shfmt", "clang-format", "gofmt", "prettier",
        "dos2unix", "unix2dos", "iconv", "patch", "git",
    }
)  # fmt: skip
"""Programs that show, compare, format, check, store or locate the files they are given, never
run them: a script the session wrote, handed to one of them, runs nothing."""


def programs_handed(cmd: Command) -> list[str]:
    """The programs ``cmd`` runs or builds from files the session wrote (``ruby r.rb``, ``gcc
    r.c``, ``./r.pl``, ``cmake -P r.cmake``, any program not known to only show or store what it
    is given), other than Python (read as Python), shell and make (read by the grammar); a C
    ``#include`` line is dropped (it reads a header, not a file the program names)."""
    if cmd.name in RUNS_NOTHING or cmd.name in SHELLS or cmd.name.startswith("python"):
        return []
    if cmd.name == "make":
        return []  # its recipes, for the goals it is asked, are read by the grammar (make_script)
    return [
        _INCLUDE.sub("", text)
        for name, text in cmd.handed.items()
        if not name.endswith((".py", ".ipynb"))
    ]


_INCLUDE = re.compile(r"^\s*#\s*(?:include|import)\b.*$", re.M)


def _built_names(script: str) -> list[str]:
    """The names another language's script builds from its literals: joined in order (``join("",
    "/app/ref", "oracle…")``), a format filled (``sprintf("/app/%s…", "ref" . "oracle")``), a
    variable or a template put in (``$n = "oracle"; "/app/ref${n}…"``, `` `ref${"oracle"}` ``);
    and a listing of the workspace that keeps shared objects or skips only its sources
    (``readdirSync("/app").filter(f => f.endsWith(".so"))``), as ``/app/*.so``."""
    values = dict(_SCRIPT_VARIABLE.findall(script))
    text = _TEMPLATE.sub(lambda m: m.group(1) or values.get(m.group(2), m.group(0)), script)
    literals = re.findall(r"[\"'`]([^\"'`]*)[\"'`]", text)
    out = [  # each literal, and runs of two or three joined
        "".join(literals[i : i + n]) for n in (1, 2, 3) for i in range(len(literals) - n + 1)
    ]
    for i, literal in enumerate(literals):
        if "%s" in literal:  # a format, filled by the literals that follow it
            parts = literal.split("%s")
            fill = [*literals[i + 1 : i + len(parts)], *["*"] * len(parts)]
            out.append(
                "".join(p + (fill[k] if k < len(parts) - 1 else "") for k, p in enumerate(parts))
            )
    lists = _LISTS_WORKSPACE.search(script) is not None
    keeps = _KEEPS_SHARED.search(script) or re.search(
        r"!\s*\w+\.endsWith|\bunless\b|!~|not\s", script
    )
    if lists and keeps:
        out.append("/app/*.so")
    if (
        keeps and _SEALED_CACHE.search(script) and LISTS_FOLDER.search(script)
    ):  # their folder, walked
        out.append("/root/.cache/syncvals/sealed/**/*.so")
    return [w for w in out if w.startswith("/") and " " not in w]


_SCRIPT_VARIABLE = re.compile(r"""(?<![\w$@])[$@]?(\w+)\s*=\s*["']([^"']*)["']""")
"""A variable set to a literal (``$n = "oracle"``), its name begun at a word's start: begun
anywhere, a long word would be tried from each of its letters (quadratic on a hostile record)."""


_TEMPLATE = re.compile(r"""\$\{\s*["']([^"']*)["']\s*\}|\$\{?(\w+)\}?""")


_LISTS_WORKSPACE = re.compile(
    r"""(?:(?i:readdir|opendir|scandir|listdir|getdirectorycontents|dir\.|glob)\w*|entries)"""
    r"""\s*\(?\s*\w*\s*,?\s*["']/app/?["']"""
    r"""|["']/app/?["']\.IO\.dir"""  # raku: the folder's own method
)


LISTS_FOLDER = re.compile(
    r"(?i:readdir|opendir|scandir|listdir|getdirectorycontents|dir\.|glob|walk)|\b(?:entries|children|ls)\b"
)
"""What a program of any language spells to list a folder (node's ``readdirSync``, perl's
``opendir``, ruby's ``Dir.entries``, lua's ``io.popen("ls …")``)."""
_SEALED_CACHE = re.compile(r"\.cache/syncvals(?:/sealed)?\b")
"""A script that lists folders and names SyncVals' cache of sealed builds (however the home
folder before it is spelled: ``path.join(process.env.HOME, ".cache/syncvals/sealed")``)."""


_KEEPS_SHARED = re.compile(r"""\.so\b|extension\W{1,4}(?:eq|==)?\W{0,3}["']so["']""")
"""A listing's filter that keeps shared objects (``endsWith(".so")``, raku's ``extension eq
"so"``)."""


def _url_name(found: re.Match[str]) -> str:
    from urllib.parse import unquote

    return unquote(found.group(1))


def _stdin_program(cmd: Command) -> list[str]:
    """The program an interpreter reads from its input, or a compiler's source read from it
    (``gcc -x c - <<'EOF'``): a heredoc, or what is piped in."""
    compiled = cmd.name in COMPILERS and bool({"-", "-x"} & set(cmd.words[1:]))
    if cmd.name not in _STDIN_PROGRAMS and not compiled:
        return []
    bodies = [t for op, t in cmd.redirects if op in ("<<", "<<<")]
    bodies += [printed(cmd.piped_from)] if cmd.piped_from else []
    return [_INCLUDE.sub("", b) for b in bodies] if compiled else bodies


LEAVES_OUT = ("--exclude", "--ignore", "--exclude-dir")
"""Options whose value is what a program skips (``grep -r --exclude='*.so'``): no name read."""


_WORKSPACES = frozenset({"/app", "app", "."})
"""A folder that is the agent's workspace, where the sealed file lies."""


def _reads_folders_as_text(name: str, args: list[str]) -> bool:
    """Whether a grep reads binary files as text through a whole folder (``-ra``, ``-r -a``,
    ``--text``, ``rg -a``, recursive by default): it prints what it matches in the sealed
    file too.  Without the text flag a binary file only "matches"."""
    flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
    text = "a" in flags or "--text" in args or "--binary-files=text" in args
    recursive = name in ("rg", "ag") or "r" in flags or "R" in flags or "--recursive" in args
    return text and recursive
