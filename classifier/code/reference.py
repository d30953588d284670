"""What counts as reading a file, by reference, not by tool: any program whose operands,
redirections or input reach the file reads it, whatever its name, unless it only locates the
file (``ls``, ``stat``, a digest: nothing of its content comes back) or copies it (the copy is
another name of the file, and whatever reads that name reads the file).  Generic machinery:
the caller says which words reach its file.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Iterable

from syncvals_plugin.classifier.code.commands import (
    LOCATORS,
    SHELLS,
    Command,
    ShellState,
    shell_arguments,
)
from syncvals_plugin.classifier.code.given import command_line, shell_script
from syncvals_plugin.classifier.code.grammar import read_shell
from syncvals_plugin.classifier.code.markers import UNKNOWN, known
from syncvals_plugin.classifier.code.operands import (
    COMPRESSORS,
    COPIERS,
    LEAVES_OUT,
    PACKERS,
    RUNS_NOTHING,
    command_operands,
)
from syncvals_plugin.classifier.code.printed import printed
from syncvals_plugin.classifier.code.words import (
    WRAPPERS,
    join_cwd,
    option_value,
    program,
    python_invocation,
    unwrapped,
)
from syncvals_plugin.classifier.code.writes import passes_through

_TO_STDOUT = frozenset({"-c", "--stdout", "--to-stdout", "-O", "-p", "-cd", "-dc", "-", "-so"})
_XARGS_VALUED = frozenset({"-I", "-i", "-n", "-L", "-l", "-P", "-d", "-E", "-s", "-a"})

Reaches = Callable[[str], bool]
OUTPUTS = frozenset({"/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1"})
"""Where a copy is printed, not kept."""
_DESCRIPTOR_OUT = re.compile(
    r"^/(?:dev/fd|proc/(?:self|\d+)/fd)/\d+$|^/dev/(?:tty|console|pts/\d+)$"
)


def printed_to(path: str) -> bool:
    """Whether writing to ``path`` prints (the output, a descriptor of the shell's, a terminal):
    a copy there is shown, not kept (``cp F /dev/fd/3 3>&1``, ``dd of=/proc/self/fd/2``)."""
    return path in OUTPUTS or _DESCRIPTOR_OUT.match(path) is not None


def first_read(commands: list[Command], reaches: Reaches, aliases: set[str]) -> Command | None:
    """The first of ``commands`` that reads the file ``reaches`` recognises (or a copy of it:
    ``aliases``, updated with the copies, archives and descriptors the commands make)."""
    counted = {  # a stage whose output only a count or a digest takes (``cmp -l F G | wc -l``)
        id(c.piped_from[-1]) for c in commands if c.piped_from and c.name in _SUMMARISERS
    }
    for cmd in commands:
        found = _read_by(cmd, reaches, aliases)
        if found is not None and id(found) not in counted:
            return found
        if cmd.name == "tee" and _tee_shows(cmd, commands, reaches, aliases):
            return cmd  # tee >(strings > f) < F: what it feeds reads the file
    return None


def _tee_shows(tee: Command, commands: list[Command], reaches: Reaches, aliases: set[str]) -> bool:
    """Whether ``tee``, fed the file, feeds a ``>(…)`` or a pipe that does more with its bytes
    than count or digest them."""
    fed = any(op == "<" and names_file(t, reaches, aliases) for op, t in tee.redirects)
    return fed and any(
        c.piped_from and c.piped_from[-1] is tee and c.name not in _SUMMARISERS | LOCATORS
        for c in commands
    )


_SUMMARISERS = frozenset({"wc", *(n for n in LOCATORS if n.endswith("sum"))})
"""Programs whose output says nothing of what comes in but its size or its digest: what is
piped only into one of them is not shown (``split … && cat parts | sha256sum``)."""


def names_file(word: str, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether a word names the file: itself, a copy, or an option's value (``if=F``); a word
    with a brace list names it when one of its spellings does (``/app/{reforacle,x}.so``)."""
    for w in {word, word.split("=", 1)[-1], _TYPED.sub("", word), *_braced(word)}:
        if reaches(w) or w in aliases or (w.rsplit("/", 1)[-1] in _bases(aliases)):
            return True
        if any(a.endswith("*") and fnmatch.fnmatchcase(w, a) for a in aliases if "\0" not in a):
            return True  # a piece of a split copy (P00 of P*)
        if _GLOB.search(w) and _globs_a_copy(w, aliases):
            return True
        for dest, src in folder_copies(aliases):
            original = in_original(w, dest, src)
            if original is not None and reaches(original):
                return True  # /tmp/c/x after cp -r /app /tmp/c: /app/x
    return False


_TYPED = re.compile(r"^[\w.+-]+/[\w.+-]+:")
"""A MIME type put before a file's name (``run-mailcap application/octet-stream:F``)."""
_GLOB = re.compile(r"[*?[][^/]*$")
"""A pattern in a path's last part (``/tmp/pk/*.so``, ``*``)."""


def _globs_a_copy(pattern: str, aliases: set[str]) -> bool:
    """Whether a pattern matches a copy kept in its folder (``cp /app/reforacle*.so /tmp/pk/``
    then ``od /tmp/pk/*``): the copy's own name may be a pattern too, its letters then read as
    they stand (``*`` matches ``reforacle*.so``)."""
    folder, _, last = pattern.rpartition("/")
    return bool(folder) and any(
        a.rpartition("/")[0] == folder and fnmatch.fnmatchcase(a.rpartition("/")[2], last)
        for a in aliases
        if "\0" not in a
    )


def folder_copies(aliases: Iterable[str]) -> list[tuple[str, str]]:
    """``(DEST, SRC)`` of each folder copy kept among ``aliases`` (``cp -r SRC DEST``, ``ln -s
    SRC DEST``, an archive of SRC unpacked in DEST): a name under DEST is the name under SRC."""
    return [(d, s) for d, _, s in (a.partition(_COPY_OF) for a in aliases if _COPY_OF in a)]


def in_original(word: str, dest: str, src: str) -> str | None:
    """``word`` under the copy ``dest`` as the name under ``src`` it copies, or None when it is
    not under ``dest``.  Every ``DEST/`` in it is ``SRC/``: a listing's names joined to the
    folder listed (``"/tmp/w/$f"`` for ``f`` in ``$(ls /tmp/w)``) spell the folder twice."""
    if word != dest and not word.startswith(dest + "/"):
        return None
    return src + word[len(dest) :].replace(dest + "/", src + "/")


_COPY_OF = "\0copy of\0"
"""How a folder's copy is kept among the aliases (``DEST`` + this + ``SRC``): a name under
``DEST`` is the name under ``SRC``."""


def _copied_folder(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Record a recursive copy of a folder that holds the file (``cp -r /app /tmp/c``, ``rsync
    -a /app/ d``): under the copy, each name is the original's.  False for any other command."""
    args = cmd.words[1:]
    flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
    recursive = any(c in flags for c in "rRa") or {"--recursive", "--archive"} & set(args)
    plain = [a for a in args if not a.startswith("-")]
    linked = cmd.name == "ln" and "s" in flags  # ln -s /app /tmp/w: the folder by another name
    if cmd.name not in COPIERS or not (recursive or linked) or len(plain) < 2:
        return False
    plain = [a for i, a in enumerate(plain) if not (i and args[args.index(a) - 1] in LEAVES_OUT)]
    dest = join_cwd(cmd.cwd, plain[-1]).rstrip("/") or "/"
    # (a source named from the working folder, ``cd /app && cp -a . /tmp/b``, is that folder)
    sources = [join_cwd(cmd.cwd or "", s).rstrip("/") or "/" for s in plain[:-1]]
    held = [s for s in sources if _holds(s, args, reaches, aliases)]
    for src in held:  # DEST is the copy, or (when it was there) DEST/basename(SRC) is
        aliases.update(
            {f"{dest}{_COPY_OF}{src}", f"{dest}/{src.rsplit('/', 1)[-1]}{_COPY_OF}{src}"}
        )
    return bool(held)


_HOLDS = "\0holds\0"
"""How an archive of a folder is kept among the aliases (``ARCHIVE`` + this + ``SRC``): what
it unpacks is a copy of ``SRC``."""


def _folder_image(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Record a folder holding the file packed whole (``tar czf b.tgz .``, ``zip -r b.zip
    /app``), such an archive unpacked (``tar xzf b.tgz -C d``, ``unzip b.zip -d d``), a
    repository holding it cloned (``git clone /app d``) or checked out in a worktree (``git
    worktree add d``): under the copy, each name is the original's.  False for other commands."""
    args, cwd = cmd.words[1:], cmd.cwd or "."
    plain = [a for a in args if not a.startswith("-")]

    def holds(folder: str) -> bool:
        return _holds(join_cwd(cwd, folder), args, reaches, aliases)

    def copy(dest: str, src: str) -> None:
        aliases.add(f"{join_cwd(cwd, dest).rstrip('/')}{_COPY_OF}{join_cwd(cwd, src)}")

    if cmd.name == "git" and plain[:2] == ["bundle", "create"] and len(plain) > 2:
        if _GIT_HOLDS in aliases and holds("."):  # a bundle of a repository holding the file
            aliases.add(f"{join_cwd(cwd, plain[2])}{_HOLDS}{cwd or '.'}")
        return False
    if cmd.name == "git" and plain[:1] == ["clone"] and len(plain) >= 2:
        src = plain[1].removeprefix("file://")
        dest = plain[2] if len(plain) > 2 else src.rstrip("/").rsplit("/", 1)[-1]
        bundled = _packed_from(join_cwd(cwd, src), aliases)
        if bundled or holds(src):
            copy(dest, bundled or src)
        return False  # git's own reading goes on
    if cmd.name == "git" and plain[:2] == ["worktree", "add"] and len(plain) > 2 and holds("."):
        copy(plain[2], ".")
        return True
    image, sources = _filled_image(cmd.name, args, plain)
    if image:  # mcopy -i IMG /app/* ::, lha a B.lzh *: the folder's files, packed
        full = join_cwd(cwd, image)
        folders = [s.rsplit("/", 1)[0] for s in sources if s.endswith("/*") and holds(s[:-2])]
        aliases.update(f"{full}{_HOLDS}{join_cwd(cwd, f)}" for f in folders[:1])
        return bool(folders)
    if cmd.name in ("tar", "bsdtar", "zip", "7z", "unzip"):
        given = plain[1:2] if cmd.name == "7z" else plain[:1]  # 7z a B F; zip -r B F
        archive = (_archive(cmd.name, args, plain, []) if "tar" in cmd.name else None) or (
            given[0] if given else ""
        )
        full = join_cwd(cwd, archive)
        unpacked = _packed_from(full, aliases)
        into = option_value(args, "-C", "--directory") or option_value(args, "-d", "--dir")
        if unpacked:  # tar xzf b.tgz -C d: d is a copy of what was packed
            copy(into or ".", unpacked)
            return True
        folders = [a for a in plain if a != archive and a not in ("a", "c", "x") and holds(a)]
        if cmd.name == "unzip" and plain[:1]:
            folders = []
        for folder in folders[:1]:
            aliases.update({full, f"{full}{_HOLDS}{join_cwd(cwd, folder)}"})
        return bool(folders)
    return False


_PRINTS_MEMBERS = {"tar": ("O", "--to-stdout"), "bsdtar": ("O", "--to-stdout"), "unzip": ("pc", "")}
"""Each archiver's letters and option that print the members it extracts (7z's is ``-so``)."""


def _member_printed(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether ``cmd`` prints the file from an archive of its folder (``tar -xOf b.tar
    ./F``, ``unzip -p b.zip '*.so'``, ``7z x -so``, mtools' ``mtype -i IMG ::F``): the members
    it names, or every member when it names none, are the folder's files."""
    args, cwd = cmd.words[1:], cmd.cwd or "."
    args, excluded = _exclusions(cmd.name, args)
    plain = [a for a in args if not a.startswith("-")]
    flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
    handed = None
    if cmd.name == "mtype":
        image, members = (
            option_value(args, "-i", "--image"),
            [p[2:] for p in plain if p[:2] == "::"],
        )
    elif cmd.name == "lha" and plain[:1] and plain[0][:1] == "p":  # lha p B.lzh [F…]
        image, members = (plain[1] if len(plain) > 1 else None), plain[2:]
    elif cmd.name in _PRINTS_MEMBERS or cmd.name == "7z":
        letter, long = _PRINTS_MEMBERS.get(cmd.name, ("", "-so"))
        old_style = "tar" in cmd.name and plain[:1] and "O" in plain[0] and not args[0][:1] == "-"
        # tar's ``--to-command=PROG`` hands each member to a program, judged below
        handed = _to_command(args) if "tar" in cmd.name else None
        if not (set(letter) & set(flags) or long in args or old_style or handed is not None):
            return False
        image = _archive(cmd.name, args, plain, []) if "tar" in cmd.name else None
        image = image or next((p for p in plain if p not in ("x", "e")), None)
        members = [p for p in plain if p != image and p not in ("x", "e") and not _old_tar(p)]
    else:
        return False
    folder = _packed_from(join_cwd(cwd, image or ""), aliases) if image else ""
    if not folder:
        return False
    if any(names_file(f"{folder}/{e.removeprefix('./')}", reaches, aliases) for e in excluded):
        return False  # ``unzip -p b.zip -x 'reforacle*'``: the file is the one member left out
    named = [f"{folder}/{m.removeprefix('./')}" for m in members]
    hit = [n for n in named if names_file(n, reaches, aliases)] if members else [f"{folder}/*"]
    if handed is not None:  # the member is the program's input: judged as a file fed to it
        return any(_fed_reads(handed, h, reaches, aliases) for h in hit)
    return bool(hit) or any(_short_name_of(m, reaches) for m in members)


def _exclusions(name: str, args: list[str]) -> tuple[list[str], list[str]]:
    """An archiver's words less the members it leaves out, and those patterns: unzip's ``-x
    PAT…`` (every word after it), tar's ``--exclude=PAT`` or ``--exclude PAT``."""
    if name == "unzip" and "-x" in args:
        at = args.index("-x")
        return args[:at], args[at + 1 :]
    if "tar" not in name:
        return args, []
    kept: list[str] = []
    excluded: list[str] = []
    words = iter(args)
    for a in words:
        if a.startswith("--exclude="):
            excluded.append(a.split("=", 1)[1])
        elif a == "--exclude":
            excluded.append(next(words, ""))
        else:
            kept.append(a)
    return kept, excluded


def _to_command(args: list[str]) -> str | None:
    """The program tar's ``--to-command=PROG`` (or ``--to-command PROG``) hands each member to."""
    for i, a in enumerate(args):
        if a.startswith("--to-command="):
            return a.split("=", 1)[1]
        if a == "--to-command" and i + 1 < len(args):
            return args[i + 1]
    return None


def _fed_reads(script: str, path: str, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether a command line reads ``path`` when it is its input: each command that takes the
    input (first of its pipeline, ``sh -c``'s too) judged as if ``< path`` (a digest only
    locates; ``xxd`` or ``head -c`` read)."""
    for ran in read_shell(script, depth=2):
        if ran.piped_from or ran.name in SHELLS:
            continue
        fed = Command(ran.words, ran.text, [*ran.redirects, ("<", path)], [], ran.computed)
        if _read_by(fed, reaches, aliases) is not None:
            return True
    return False


def _filled_image(name: str, args: list[str], plain: list[str]) -> tuple[str, list[str]]:
    """The archive or image a command fills with files, and the files (``mcopy -i IMG F… ::``,
    ``lha a B.lzh F…``); ``("", [])`` for any other command."""
    if name == "mcopy" and option_value(args, "-i", "--image"):
        image = option_value(args, "-i", "--image") or ""
        return image, [p for p in plain if p != image and not p.startswith("::")]
    if name == "lha" and len(plain) > 2 and plain[0][:1] in ("a", "c", "u"):
        return plain[1], plain[2:]
    return "", []


def _old_tar(word: str) -> bool:
    # tar's first word in the old style (``xOf``): its mode letters, not a member
    return bool(re.fullmatch(r"[xtcvzjJOfp]+", word)) and "x" in word


def _short_name_of(member: str, reaches: Reaches) -> bool:
    """Whether a FAT or ISO short name (``REFORA~1.SO``) is the file's: its first letters and
    its extension."""
    short = re.fullmatch(r"([A-Z0-9_$-]{1,6})~\d+(\.[A-Z0-9]{1,3})?", member.upper().split(";")[0])
    if short is None:
        return False
    return reaches(f"{short.group(1).lower()}*{(short.group(2) or '').lower()}")


def _packed_from(archive: str, aliases: set[str]) -> str:
    """The folder an archive (or a git bundle) recorded among the aliases was packed from, or
    ``""``."""
    return next((a.partition(_HOLDS)[2] for a in aliases if a.startswith(archive + _HOLDS)), "")


def _holds(folder: str, args: list[str], reaches: Reaches, aliases: set[str]) -> bool:
    """Whether a copy of ``folder`` made with ``args`` holds the file: the folder holds it, and
    no pattern the copy leaves out (``--exclude '*.so'``) matches it."""
    folder = folder.rstrip("/") or "/"
    left_out = [
        a.split("=", 1)[1] for a in args if a.startswith(tuple(f"{o}=" for o in LEAVES_OUT))
    ]
    left_out += [args[i + 1] for i, a in enumerate(args[:-1]) if a in LEAVES_OUT]
    if not names_file(f"{folder}/*", reaches, aliases):
        return False
    return all(names_file(f"{folder}/!({pattern})", reaches, aliases) for pattern in left_out)


def _bases(aliases: set[str]) -> set[str]:
    # A copy is found by its name alone (``cd /tmp; strings lib.bin``) only when that name is a
    # file's (``lib.bin``, ``r.tgz``): a folder's (``work``, ``tmp``, ``.``) names much else.
    bases = {a.rstrip("/").rsplit("/", 1)[-1] for a in aliases if "\0" not in a}
    return {b for b in bases if "." in b.strip(".") and len(b) >= 4}


def _braced(word: str) -> list[str]:
    """A word's spellings under one brace list (``a{b,c}d`` gives ``abd``, ``acd``)."""
    found = re.search(r"\{([^{}]*,[^{}]*)\}", word)
    if found is None:
        return []
    head, tail = word[: found.start()], word[found.end() :]
    return [head + part + tail for part in found.group(1).split(",")][:16]


DEBUGGERS = frozenset({"gdb", "lldb", "gdb-multiarch", "scanmem"})
_MEMORY_COMMANDS = re.compile(
    r"^\s*(?:x/|x\s|dump\s|append\s|disas\w*|dis\s|find\s|mem(?:ory)?\s+(?:read|find)"
    r"|me\s+r|image\s+dump|output\s+\*|p(?:rint)?(?:/\w+)?\s+\*|python.*read_memory"
    r"|script.*ReadMemory)"
)
"""A debugger's commands that print a process's memory or code (``x/200s``, ``dump memory``,
``disassemble F``, ``p/c *(char (*)[N])ADDR``, lldb's ``memory read``/``mem read``/``dis``, their
Python's ``read_memory``/``ReadMemory``): in a process that loaded the module, its bytes."""


def _dumps_core(args: list[str]) -> bool:
    """Whether ``ulimit`` lets a crash write a core file (``-c unlimited``, ``-c 1000``)."""
    if "-c" not in args[:-1]:
        return False
    size = args[args.index("-c") + 1]
    return size == "unlimited" or (size.isdigit() and int(size) > 0)


_REQUEST = re.compile(r"^(?:GET|POST|HEAD|PUT) /(\S+) HTTP", re.M)
"""A raw HTTP request's line (``printf 'GET /F HTTP/1.0' | nc localhost 8000``): the file it
asks a server for, by its name in the served folder."""


def _runs_a_script_handed(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether a program given a shell script the session wrote (an operand, a setting, its
    environment: ``git config core.fsmonitor /tmp/f.sh``, ``GIT_PAGER=/tmp/pg git log``) may run
    one that reads the file; one that only shows or stores it runs nothing."""
    if cmd.name in RUNS_NOTHING - {"git"} or cmd.name in SHELLS:
        return False
    for name, text in cmd.handed.items():
        first = text.split("\n", 1)[0]
        if name.endswith(".sh") or (first.startswith("#!") and shell_script(first)):
            if first_read(read_shell(text, depth=1), reaches, aliases) is not None:
                return True
    return False


def _runs_a_config(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether a program run beside a file the session wrote (``npm run`` by its
    ``package.json``, a task runner by its task file) may run a command line of that file
    (a string value, a ``key = value`` or ``key: value`` line) that reads the file."""
    if not cmd.beside or cmd.name in RUNS_NOTHING or cmd.name in SHELLS:
        return False
    if cmd.name.startswith("python") or cmd.name in LOCATORS:
        return False
    for text in cmd.beside.values():
        lines = re.findall(r'"((?:[^"\\]|\\.)*)"', text) + _SETTING.findall(text)
        for line in lines:
            line = line.replace('\\"', '"')
            if command_line(line) and first_read(read_shell(line, depth=1), reaches, aliases):
                return True
    return False


_SETTING = re.compile(r"^\s*[\w.-]+\s*[:=]\s*(.+)$", re.M)
"""A ``key = value`` or ``key: value`` line (a task file's, a build file's)."""


def _memory_read(cmd: Command) -> bool:
    """Whether a debugger prints memory or code of the process it runs or attaches to."""
    args = cmd.words[1:]
    given = [
        args[i + 1]
        for i, a in enumerate(args[:-1])
        if a
        in ("-ex", "--ex", "-eval-command", "--eval-command", "-o", "--one-line", "-c", "--command")
    ]
    given += [a.split("=", 1)[1] for a in args if a.startswith("--eval-command=")]
    given += [t for op, t in cmd.redirects if op in ("<<", "<<<")]
    given += [printed(cmd.piped_from)] if cmd.piped_from else []  # printf 'x/40s 0x…' | gdb
    given += list(cmd.handed.values())  # gdb -x peek.gdb: a command file the session wrote
    return any(
        _MEMORY_COMMANDS.match(line) and _MODULE_ADDRESS.search(line)
        for g in given
        for line in g.splitlines()
    )


_MODULE_ADDRESS = re.compile(r"0x[0-9a-fA-F]{5,}|\b[0-9a-f]{8,}\b|__pyx|PyInit_")
"""Where a debugger's read may land in the module: an address found beforehand (in its
mapping), or a symbol Cython gave it; ``x/6i $pc`` after a crash and ``disassemble main`` of the
agent's own program read other code."""


def _named(cmd: Command, reaches: Reaches, aliases: set[str]) -> list[str]:
    """The words by which ``cmd`` is given the file: its operands, the words of what it ran
    inside them, the file a raw request piped to it asks a server for; a descriptor it opens
    on the file is recorded as a name of it (``exec 3< F``: ``/proc/self/fd/3``)."""
    for op, target in cmd.redirects:
        fd = op[:-1]
        if op.endswith("<") and fd.isdigit() and fd != "0" and names_file(target, reaches, aliases):
            aliases.update({f"/proc/self/fd/{fd}", f"/dev/fd/{fd}"})
    hit = [
        a
        for a in command_operands(cmd)
        if names_file(a, reaches, aliases)
        or _GLOB.search(a) is not None
        and names_file(join_cwd(cmd.cwd, a), reaches, aliases)  # cd /tmp/pk && od *
    ]
    hit += [w for w in cmd.computed if names_file(w, reaches, aliases)]
    if cmd.piped_from and cmd.name not in LOCATORS:  # printf 'GET /F HTTP/1.0' | nc host 80
        fed = printed(cmd.piped_from)
        asked = [a.rsplit("/", 1)[-1] for a in _REQUEST.findall(fed)] if "HTTP" in fed else []
        hit += [a for a in asked if names_file(a, reaches, aliases)]
    if cmd.name in DEBUGGERS:  # a core it loads is shown only by a memory command (bt: frames)
        hit = [h for h in hit if not h.rsplit("/", 1)[-1].startswith("core")]
    return hit


def _copies_memory(cmd: Command, aliases: set[str]) -> bool:
    """Record where a copy of a process's memory will be (the module's among it): the core a
    crash leaves after ``ulimit -c``, CRIU's page images, ``gcore``'s file.  False for any
    other command."""
    name, args = cmd.name, cmd.words[1:]
    if name == "ulimit" and _dumps_core(args):
        aliases.update({"core", join_cwd(cmd.cwd, "core"), "/tmp/core"})
    elif name == "criu" and "dump" in args:
        into = option_value(args, "-D", "--images-dir") or "."
        aliases.update(f"{into.rstrip('/')}/pages-{i}.img" for i in range(1, 10))
    elif name == "gcore":
        out = next((a[2:] or "core" for a in args if a.startswith("-o")), "core")
        given = cmd.words[cmd.words.index("-o") + 1] if "-o" in cmd.words[:-1] else out
        pids = [a for a in args if a.isdigit()]
        aliases.update(f"{given}.{p}" for p in pids or ["*"])
    else:
        return False
    return True


def _judged_in_parts(cmd: Command, reaches: Reaches, aliases: set[str]) -> bool:
    """Whether what ``cmd`` does with the file is read in the commands it runs, not in itself: a
    wrapper's command (``timeout 20 sha256sum F``), a script of the session's run with the file
    (``./pin.sh F``), a shell's ``-c`` script that reads nothing with its arguments, ``tee``
    with its output kept in files (a copy; a ``>(…)`` it feeds reads in its turn)."""
    name = cmd.name
    if name in WRAPPERS and unwrapped(name, cmd.words[1:]):
        return True
    ran = cmd.handed.get(cmd.words[0].rsplit("/", 1)[-1], "")
    if ran and (cmd.words[0].endswith(".sh") or shell_script(ran.split("\n", 1)[0])):
        return True
    if name == "tee" and any(op in (">", ">>", "1>", "&>") for op, _ in cmd.redirects):
        fed = any(op == "<" and names_file(t, reaches, aliases) for op, t in cmd.redirects)
        if fed or cmd.piped_from:
            aliases.update(
                join_cwd(cmd.cwd, a) for a in cmd.words[1:] if a[:1] != "-" and "/dev/fd/" not in a
            )
        return True
    flag = next((w for w in cmd.words[1:-1] if w[:1] == "-" and w[1:2] != "-" and "c" in w), "")
    script = cmd.words[cmd.words.index(flag) + 1] if flag else ""
    if name not in SHELLS or not flag or not known(script):
        return False
    state = ShellState()  # bash -lc 'sha256sum "$1"' _ F: the script read with $1 = F, alone
    state.variables.update({str(i): a for i, a in enumerate(shell_arguments(cmd) or [])})
    return first_read(read_shell(script, state, depth=1), reaches, set(aliases)) is None


def _read_by(cmd: Command, reaches: Reaches, aliases: set[str]) -> Command | None:
    name = cmd.name
    if _judged_in_parts(cmd, reaches, aliases):
        return None
    hit = _named(cmd, reaches, aliases)
    script = _python_script(cmd)
    if script:  # python3 own.py F: F is the script's argument, the Python reader's to judge
        hit = [h for h in hit if h == script]
    fed = any(
        op in ("<", "0<", "<>")
        and names_file(t, reaches, aliases)
        or op == "<&"
        and names_file(f"/proc/self/fd/{t}", reaches, aliases)  # strings <&3
        for op, t in cmd.redirects
    )
    if cmd.function and not fed:
        return None  # f /app/x: what f's commands do with $1 is read in their turn
    if name == "xargs":
        return _xargs(cmd, reaches, aliases)
    if name in DEBUGGERS and _memory_read(cmd):
        return cmd if reaches("/proc/self/mem") else None  # the module's mapping, read
    if _copies_memory(cmd, aliases):
        return None
    if name == "cpio" or _python_packer(cmd):
        hit += _piped_names(cmd, reaches, aliases) if name == "cpio" else []
        return None if not hit or _packed(cmd, hit, aliases) else cmd
    if name == "find":
        return _find_exec(cmd, reaches, aliases)
    if not hit and _copied_folder(cmd, reaches, aliases):
        return None
    if _member_printed(cmd, reaches, aliases):
        return cmd
    if _folder_image(cmd, reaches, aliases):
        return None
    if _runs_a_script_handed(cmd, reaches, aliases) or _runs_a_config(cmd, reaches, aliases):
        return cmd
    if name == "git":
        return cmd if _git_prints(cmd, reaches, aliases, bool(hit)) else None
    if not hit and not fed:
        return None
    if name in COPIERS or name in PACKERS or name in COMPRESSORS or name == "dd":
        return None if _copied(cmd, hit, aliases) else cmd
    if name == "split" and not any(printed_to(a) for a in cmd.words[1:]):
        plain = [a for a in cmd.words[1:] if not a.startswith("-") and a not in hit]
        prefix = plain[-1] if plain and not plain[-1][:1].isdigit() else "x"
        aliases.add(join_cwd(cmd.cwd, prefix) + "*")  # split F P: P00, P01… are its pieces
        return None
    if name in LOCATORS and UNKNOWN not in cmd.words[0]:  # ``wc -c < F`` too
        return None
    if name == "tmux" and not fed and set(cmd.words[1:2]) & _TMUX_TEXT:
        return None  # tmux set-buffer "$(… __file__)": the words are text it keeps or types
    if name in _COMPARERS and not _compared_bytes(name, cmd.words[1:]):
        return None  # cmp F G: where the two first differ, as two digests say whether
    if name == "openssl" and cmd.words[1:2] and cmd.words[1] in _DIGESTS:
        return None  # openssl dgst -sha256 F: a digest
    if name == "sigtool" and all(a in _SIGTOOL_DIGESTS for a in cmd.words[1:] if a[:1] == "-"):
        return None  # sigtool --sha256 F: a digest (--hex-dump prints the bytes)
    return cmd


_TMUX_TEXT = frozenset(
    {"set-buffer", "setb", "display-message", "display", "rename-window", "renamew",
     "set-environment", "setenv"}
)  # fmt: skip
"""tmux commands whose words are text it keeps or shows (a buffer's, a name): ``load-buffer
F`` reads F, and keys sent to a pane or a window's command run; these read no file."""
_SIGTOOL_DIGESTS = frozenset({"--md5", "--sha1", "--sha256", "-5", "-1", "--stdout"})


_TEXTCONV = re.compile(r"diff\.[\w.-]+\.textconv\b")
_GIT_TEXTCONV = "\0git textconv\0"
"""Kept among the aliases once git is told to show a file through a program (``git config
diff.X.textconv strings``): its diffs and shows then print that program's output of the file."""
_GIT_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace"})
_GIT_TEXT = frozenset({"-a", "--text", "--binary"})
"""What makes git print a binary file's bytes (else it says "Binary files differ")."""


def _git_prints(cmd: Command, reaches: Reaches, aliases: set[str], hit: bool) -> bool:
    """Whether a git command prints the file's bytes: ``show``/``cat-file`` of an object that
    names it (``HEAD:F``, ``:F``, an object ``hash-object`` made of it), ``diff --no-index
    --binary``, ``grep -a`` through the work tree; once the repository holds the file (``git add
    -A`` where it lies), any output of its blobs (``diff --cached -a``, ``show --text``, ``log
    -p -a``, ``archive`` or ``fast-export`` to the output, ``cat-file --batch`` fed its name); an
    alias that runs a program on it (``!strings F``, set by ``config`` or
    ``-c``, run now or later).  Its other commands locate, track or store the file."""
    sub, rest = _git_command(cmd.words[1:], aliases)
    if f"{_GIT_ALIAS}{sub}" in {a.partition("=")[0] for a in aliases}:
        program = next(a for a in aliases if a.startswith(f"{_GIT_ALIAS}{sub}="))
        script = " ".join([program.partition("=")[2], *rest])  # git txt F: strings F
        return first_read(read_shell(script), reaches, aliases) is not None
    named = [a for a in rest if names_file(a.rsplit(":", 1)[-1], reaches, aliases)]
    if sub == "config" and any(_TEXTCONV.match(a) for a in rest):
        aliases.add(_GIT_TEXTCONV)  # diff.X.textconv strings: diffs print strings of the file
    text = (
        bool(_GIT_TEXT.intersection(rest))
        or any(a.startswith("-") and not a.startswith("--") and "a" in a for a in rest)
        or _GIT_TEXTCONV in aliases
    )
    specs = (
        [s for s in rest[rest.index("--") + 1 :] if not s.startswith(":")] if "--" in rest else []
    )
    tracked = _GIT_HOLDS in aliases and (
        any(names_file(f"/app/{s}", reaches, aliases) for s in specs) if specs else True
    )
    if _git_stores(sub, rest, bool(named), cmd.cwd):
        aliases.add(_GIT_HOLDS)  # the repository now holds the file's bytes
    if sub == "notes" and rest[:1] == ["show"]:
        return tracked  # a note made of a blob the repository holds (notes add -C HASH)
    if sub == "difftool" and any(a.startswith(("-x", "--extcmd")) for a in rest):
        return tracked  # the program runs on each changed file
    if sub in ("show", "cat-file"):
        # (an object by its hash names whatever the record's listing said it is: not read here)
        batch = sub == "cat-file" and any(a.startswith("--batch") for a in rest)
        fed = [w for c in cmd.piped_from for w in c.words[1:]] + [t for _, t in cmd.redirects]
        piped = batch and any(names_file(w.rsplit(":", 1)[-1], reaches, aliases) for w in fed)
        return bool(named) or piped or (sub == "show" and text and tracked)
    if sub in _GIT_PATCHES or sub == "stash" and "show" in rest:
        return text and (bool(named) or tracked)
    if sub in ("archive", "fast-export", "format-patch"):
        saved = any(a.startswith(("-o", "--output")) for a in rest)
        return tracked and not saved and (sub != "format-patch" or "--stdout" in rest)
    if sub == "grep":  # every tracked file, the module's among them, unless a pathspec says
        return text and (
            any(names_file(f"/app/{s}", reaches, aliases) for s in specs)
            if specs
            else reaches("/app/*")
        )
    if sub == "config":  # an alias's program (``!strings F``), read as the shell would run it
        for j, a in enumerate(rest[:-1]):
            if a.startswith("alias.") and rest[j + 1].startswith("!"):
                _git_alias(a[6:], rest[j + 1], aliases)
        programs = [a[1:] for a in rest if a.startswith("!")]
        return any(first_read(read_shell(p), reaches, aliases) is not None for p in programs)
    return False


def _git_command(args: list[str], aliases: set[str]) -> tuple[str, list[str]]:
    """git's subcommand and its words, past git's own options; the settings ``-c`` gives for
    this run are kept (an alias, a diff's ``textconv`` program)."""
    i = 0
    while i < len(args) and args[i].startswith("-"):
        setting = args[i + 1] if args[i] == "-c" and i + 1 < len(args) else ""
        if setting.startswith("alias."):
            _git_alias(setting.partition("=")[0][6:], setting.partition("=")[2], aliases)
        if _TEXTCONV.match(setting):
            aliases.add(_GIT_TEXTCONV)
        i += 2 if args[i] in _GIT_VALUED else 1
    return (args[i], args[i + 1 :]) if i < len(args) else ("", [])


def _git_stores(sub: str, rest: list[str], named: bool, cwd: str) -> bool:
    """Whether a git command puts the file into the repository: ``add`` of it (or of all, where
    it lies), ``commit -a``, ``stash -u``, ``hash-object -w`` of it."""
    given = set(rest)
    if sub == "add":
        return named or bool({"-A", "--all", ".", "*", "-u"} & given) and cwd in ("", "/app", ".")
    if sub == "commit":
        return bool({"-a", "--all", "-am"} & given)
    if sub == "hash-object":
        return named and "-w" in given  # the file's bytes written as a blob
    return sub == "stash" and bool({"-u", "--include-untracked", "-a", "--all"} & given)


_GIT_PATCHES = frozenset(
    {"diff", "log", "diff-tree", "diff-index", "diff-files", "whatchanged", "reflog", "range-diff"}
)
"""git commands that print patches: with ``--text``/``-a``/``--binary`` a binary file's too."""
_GIT_HOLDS = "\0git holds the file\0"
"""Kept among the aliases once a repository holds the file: its blobs are a copy of it."""
_GIT_ALIAS = "\0git alias\0"


def _git_alias(name: str, value: str, aliases: set[str]) -> None:
    # git config alias.txt '!strings': ``git txt F`` runs ``strings F`` later
    if value.startswith("!"):
        aliases.add(f"{_GIT_ALIAS}{name}={value[1:]}")


_COMPARERS = frozenset({"cmp", "diff"})
_BYTES_SHOWN = {"cmp": ("l", "b", "--verbose", "--print-bytes"), "diff": ("a", "--text")}
"""What makes a comparer print the bytes of a binary file: ``cmp -l`` lists every differing byte,
``diff -a`` prints it as text.  Without them ``cmp`` prints where the two first differ and
``diff`` that "Binary files differ": whether they are equal, as two digests say."""
_DIGESTS = frozenset(
    {"dgst", "sha1", "sha224", "sha256", "sha384", "sha512", "md5", "sha3-256", "blake2b512"}
)


def _compared_bytes(name: str, args: list[str]) -> bool:
    shown = _BYTES_SHOWN[name]
    flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
    return any(s in args if s.startswith("--") else s in flags for s in shown)


def _python_packer(cmd: Command) -> bool:
    # ``python3 -m zipfile -c A.zip F …``, ``-m tarfile -c``: an archive made, as zip/tar make.
    words = cmd.words
    return (
        cmd.name.startswith("python")
        and len(words) >= 4
        and words[1] == "-m"
        and words[2] in ("zipfile", "tarfile")
        and words[3] in ("-c", "--create")
    )


def _packed(cmd: Command, hit: list[str], aliases: set[str]) -> bool:
    """Record the archive a ``cpio -o`` or a ``python -m zipfile -c`` makes of the file; False
    when the archive goes to the output (``cpio -o | strings``): that is a read."""
    if _python_packer(cmd):
        aliases.add(cmd.words[4] if len(cmd.words) > 4 else "")
        return True
    args = cmd.words[1:]
    if passes_through(args):
        into = next((a for a in reversed(args) if not a.startswith("-")), "")
        if into and hit:  # cd /app; ls | cpio -pdm DIR: each name copied under DIR as it was
            aliases.add(f"{join_cwd(cmd.cwd, into).rstrip('/')}{_COPY_OF}{cmd.cwd or '.'}")
        return True
    saved = [t for op, t in cmd.redirects if op in (">", ">>", "1>", ">|")]
    saved += [a[2:] or "" for a in cmd.words[1:] if a.startswith(("-F", "-O"))]
    aliases.update(w for w in saved if w)
    return bool(saved) or not any(a.startswith("-o") or a == "--create" for a in cmd.words[1:])


def _piped_names(cmd: Command, reaches: Reaches, aliases: set[str]) -> list[str]:
    # The names a program reads from its input (``ls F | cpio -o``, ``echo F | xargs …``).
    piped = [w for c in cmd.piped_from if c.name != "find" for w in c.words[1:] + c.computed]
    piped += printed(cmd.piped_from).split() if cmd.piped_from else []
    joined = [join_cwd(cmd.cwd, w) if cmd.cwd and w[:1] not in "/~$" else w for w in piped]
    return [w for w in dict.fromkeys(piped + joined) if names_file(w, reaches, aliases)]


def _copied(cmd: Command, hit: list[str], aliases: set[str]) -> bool:
    """Record the copy a copier, packer or compressor makes; False when it writes the bytes to
    its output instead (``tar -xO``, ``gzip -c``, ``dd`` without ``of=``): that is a read."""
    name, args = cmd.name, cmd.words[1:]
    plain = [a for a in args if not a.startswith("-")]
    if any(printed_to(a) or printed_to(a.split("=", 1)[-1]) for a in args):
        return False  # cp F /dev/stdout, dd of=/dev/stdout, tar cf /dev/stdout F: printed
    if name == "dd":
        out = [a[3:] for a in args if a.startswith("of=")]
        aliases.update(out)
        return bool(out)
    if name in COPIERS:
        if len(plain) >= 2:
            dest = plain[-1]
            inside = f"{dest.rstrip('/')}/{hit[0].rsplit('/', 1)[-1]}"
            # ``cp F dir/`` or ``cp F .``: the copy is inside; ``cp F x``: it may be x itself
            folder = dest.endswith("/") or dest in (".", "..", "~") or dest.startswith("~")
            aliases.update({inside} if folder else {dest, inside})
        return True
    tar_out = name in ("tar", "bsdtar") and any(
        (a.startswith("-") and not a.startswith("--") or i == 0) and "O" in a
        for i, a in enumerate(args)
    )  # -xOf, and the old style's first word (xOf)
    if tar_out or any(a in _TO_STDOUT for a in args):
        saved = [t for op, t in cmd.redirects if op in (">", ">>", "1>", ">|")]
        aliases.update(saved)  # ``gzip -c F > x.gz``: the copy is where the output went
        return bool(saved)
    if name in COMPRESSORS and not hit:  # gzip < F: the stream goes where the output goes
        saved = [t for op, t in cmd.redirects if op in (">", ">>", "1>", ">|")]
        aliases.update(saved)
        return bool(saved)
    if name in COMPRESSORS:
        aliases.update(h + COMPRESSORS[name] for h in hit)
        return True
    archive = _archive(name, args, plain, hit)
    if archive:
        aliases.add(archive)
    return True


def _archive(name: str, args: list[str], plain: list[str], hit: list[str]) -> str | None:
    if name in ("tar", "bsdtar"):
        for i, a in enumerate(args):
            if a.startswith("--file="):
                return a[7:]
            bundle = a.lstrip("-")
            if (a.startswith("-") or i == 0) and "f" in bundle and not a.startswith("--"):
                after = bundle[bundle.index("f") + 1 :]
                return after or (args[i + 1] if i + 1 < len(args) else None)
        return None
    rest = [p for p in plain if p not in hit]
    return rest[0] if rest else None


def _python_script(cmd: Command) -> str | None:
    """The script ``python3 [options] SCRIPT ARGS…`` runs, when it is a file the session wrote
    (its text is read as Python, with its arguments)."""
    if not cmd.name.startswith("python"):
        return None
    script = python_invocation(cmd.words[1:])[2]
    return script if script and script.rsplit("/", 1)[-1] in cmd.handed else None


def _xargs(cmd: Command, reaches: Reaches, aliases: set[str]) -> Command | None:
    # ``ls F* | xargs strings``: the command xargs runs is given the names piped in.
    args = cmd.words[1:]
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 2 if args[i] in _XARGS_VALUED else 1
    inner = args[i:] or ["echo"]
    if inner[0].rsplit("/", 1)[-1] in SHELLS:
        return None  # xargs sh -c 'SCRIPT': the script's commands are read in their turn
    given = _piped_names(cmd, reaches, aliases)
    given += [w for w in cmd.computed if names_file(w, reaches, aliases)]  # xargs -a f
    if not given:
        return None
    ran = Command([*inner, *given], cmd.text, [], [], [])
    return cmd if _read_by(ran, reaches, aliases) is not None else None


def _find_exec(cmd: Command, reaches: Reaches, aliases: set[str]) -> Command | None:
    # ``find . -name 'F*' -exec strings {} \\;``: the command run on what was found (what
    # find prints: ``! -name P`` is every name but those).
    args = cmd.words[1:]
    found = [w for w in printed([cmd]).split() if names_file(w, reaches, aliases)]
    for flag in ("-exec", "-execdir", "-ok", "-okdir"):
        if flag in args and found:
            start = args.index(flag) + 1
            end = next((j for j in range(start, len(args)) if args[j] in (";", "+")), len(args))
            inner = [found[0] if "{}" in a else a for a in args[start:end]]
            base, rest = program(inner)  # -exec timeout 5 xxd {}: xxd reads what was found
            inner = [base, *rest] if base else inner
            if inner and _read_by(Command(inner, cmd.text), reaches, aliases) is not None:
                return cmd
    return None
